import { type InterfaceLanguage, interfaceLanguageOfTag } from '@site/contracts';

/**
 * The words of the site's mails in the four interface languages (issue 23 points 4 and 5). Plain text only: nothing
 * a visitor wrote is ever sent as HTML. A reset mail speaks the language its requester's page was in; notification
 * mails the site's language (SITE_LANGUAGE).
 */

type Texts = {
  resetSubject: string;
  reset: (uid: string, link: string) => string;
  replySubject: string;
  reply: (nickname: string, excerpt: string, link: string) => string;
  commentSubject: string;
  comment: (nickname: string, excerpt: string, link: string) => string;
  linkSubject: string;
  link: (name: string, url: string, manage: string) => string;
  footer: (unsubscribe: string) => string;
};

const texts: Record<InterfaceLanguage, Texts> = {
  en: {
    resetSubject: 'Reset your password',
    reset: (uid, link) =>
      `Somebody asked to reset the password of the account "${uid}".\n\nOpen this link within 30 minutes to choose a new password (it works once):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    replySubject: 'New reply to your comment',
    reply: (nickname, excerpt, link) => `${nickname} replied to your comment:\n\n${excerpt}\n\n${link}`,
    commentSubject: 'New comment on your site',
    comment: (nickname, excerpt, link) => `${nickname} commented:\n\n${excerpt}\n\n${link}`,
    linkSubject: 'New friend-link application',
    link: (name, url, manage) => `A new friend-link application: ${name} (${url}).\n\nDecide on it here: ${manage}`,
    footer: (u) => `--\nNo more mail like this: ${u}`,
  },
  zh: {
    resetSubject: '重置密码',
    reset: (uid, link) =>
      `有人请求重置账号“${uid}”的密码。\n\n请在 30 分钟内打开下面的链接设置新密码（只能使用一次）：\n${link}\n\n如果不是你本人操作，请忽略此邮件，密码不会改变。`,
    replySubject: '你的评论有新回复',
    reply: (nickname, excerpt, link) => `${nickname} 回复了你的评论：\n\n${excerpt}\n\n${link}`,
    commentSubject: '网站有新评论',
    comment: (nickname, excerpt, link) => `${nickname} 发表了评论：\n\n${excerpt}\n\n${link}`,
    linkSubject: '新的友链申请',
    link: (name, url, manage) => `新的友链申请：${name}（${url}）。\n\n在这里处理：${manage}`,
    footer: (u) => `--\n不再接收此类邮件：${u}`,
  },
  'zh-tw': {
    resetSubject: '重設密碼',
    reset: (uid, link) =>
      `有人請求重設帳號「${uid}」的密碼。\n\n請在 30 分鐘內開啟下面的連結設定新密碼（只能使用一次）：\n${link}\n\n如果不是你本人操作，請忽略此郵件，密碼不會改變。`,
    replySubject: '你的留言有新回覆',
    reply: (nickname, excerpt, link) => `${nickname} 回覆了你的留言：\n\n${excerpt}\n\n${link}`,
    commentSubject: '網站有新留言',
    comment: (nickname, excerpt, link) => `${nickname} 發表了留言：\n\n${excerpt}\n\n${link}`,
    linkSubject: '新的友站連結申請',
    link: (name, url, manage) => `新的友站連結申請：${name}（${url}）。\n\n在這裡處理：${manage}`,
    footer: (u) => `--\n不再接收此類郵件：${u}`,
  },
  ja: {
    resetSubject: 'パスワードの再設定',
    reset: (uid, link) =>
      `アカウント「${uid}」のパスワード再設定が要求されました。\n\n30 分以内に次のリンクを開いて新しいパスワードを設定してください（一度だけ使えます）：\n${link}\n\n心当たりがない場合はこのメールを無視してください。パスワードは変わりません。`,
    replySubject: 'コメントに新しい返信があります',
    reply: (nickname, excerpt, link) => `${nickname} さんがあなたのコメントに返信しました：\n\n${excerpt}\n\n${link}`,
    commentSubject: 'サイトに新しいコメントがあります',
    comment: (nickname, excerpt, link) => `${nickname} さんがコメントしました：\n\n${excerpt}\n\n${link}`,
    linkSubject: '新しい相互リンクの申請',
    link: (name, url, manage) => `新しい相互リンクの申請：${name}（${url}）。\n\nこちらで対応してください：${manage}`,
    footer: (u) => `--\nこの種類のメールを停止する：${u}`,
  },
};

/** The texts of `tag` (a BCP 47 tag or an interface language); English for any other. */
export function mailTexts(tag: string): Texts {
  return texts[interfaceLanguageOfTag(tag) ?? 'en'];
}

/** A comment's source shortened for a mail: at most 500 characters, control characters (but newlines) removed. */
export function excerptOf(source: string): string {
  const clean = source.replace(/[^\P{Cc}\n]/gu, '');
  return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean;
}
