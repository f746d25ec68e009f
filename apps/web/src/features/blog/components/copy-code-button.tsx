import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard.ts';
import { toast } from '../../../ui/toast-store.ts';
import styles from './code-theme.module.css';

/** How long the button reads "Copied" after a copy, in milliseconds. */
export const copiedLabelMs = 2000;

/** Props of `CopyCodeButton`: the code block (`<pre>`) whose text it copies. */
export type CopyCodeButtonProps = { block: HTMLPreElement };

/**
 * The copy button of an article's code block: copies the block's code as plain text (its `<code>`'s text, so
 * the highlighting's markup and the button itself are left out), then reads "Copied" (its text and its name) for
 * `copiedLabelMs` and announces it with a toast; a refused copy shows an error toast.
 */
export function CopyCodeButton({ block }: CopyCodeButtonProps) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await copyText((block.querySelector('code') ?? block).textContent ?? '');
      setCopied(true);
      setTimeout(() => setCopied(false), copiedLabelMs);
      toast({ message: t('article.code_copied'), status: 'success', group: 'article-code-copy' });
    } catch {
      toast({ message: t('article.code_copy_failed'), status: 'error', group: 'article-code-copy' });
    }
  };
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? t('article.code_copied') : t('article.copy_code')}
      onClick={() => void copy()}
    >
      {copied ? t('article.code_copied') : t('article.copy')}
    </button>
  );
}
