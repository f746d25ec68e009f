import { LaunchLab } from '../../../features/lab-device/components/launch-lab.tsx';
import { DevicePage } from './device-page.tsx';

/** "/laboratory/qidong" [ROUTE-44] ("启动", launch), issue 24 point 8: a launch sequence to a random page. */
export default function QidongPage() {
  return (
    <DevicePage name="qidong">
      <LaunchLab />
    </DevicePage>
  );
}
