import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../../features/account/store.ts';
import { RhythmGame, type RhythmSongSource } from '../../../features/lab-rhythm/components/rhythm-game.tsx';
import { useSongDetail, useSongs } from '../../../features/music/api.ts';
import { ToolPage } from './tool-page.tsx';

/** The music feature's song calls, handed to the game (features do not import each other). */
const songSource: RhythmSongSource = { useSongs, useSongDetail };

/**
 * "/laboratory/music_game" [ROUTE-44] (issue 25 point 1): a rhythm game on the site's own songs, its notes at the
 * words' start times from the lyric engine (`features/lab-rhythm`).
 */
export default function MusicGamePage() {
  const { t } = useTranslation('lab_rhythm');
  const tokenid = useAccountStore((s) => s.tokenid);
  return (
    <ToolPage back={t('back')} title={t('title')} intro={t('intro')} needs="player">
      <RhythmGame source={songSource} tokenid={tokenid} />
    </ToolPage>
  );
}
