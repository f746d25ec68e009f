/**
 * What the server prints on stdout when it starts, apart from its request log (JSON lines): the generated admin
 * password in a box that stands out from the log, and the address to open, printed last.
 */

/**
 * The box announcing the admin account created with a generated password (printed once, never logged): a blank
 * line, a frame of `#` around the lines, a blank line, so it stands out between the JSON lines of the log.
 * `uid` and `password` are printed as they are (a generated password has no spaces or quotes); `siteUrl` (config
 * SITE_URL) makes the sign-in address.
 */
export function adminPasswordBox(uid: string, password: string, siteUrl: string): string {
  const lines = [
    'ADMIN ACCOUNT CREATED (shown only this once: write the password down)',
    '',
    `  user:     ${uid}`,
    `  password: ${password}`,
    '',
    `Sign in at ${siteUrl}/account/login`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '#'.repeat(width + 8);
  const framed = lines.map((line) => `##  ${line.padEnd(width)}  ##`);
  return ['', rule, ...framed, rule, ''].join('\n');
}

/**
 * The last line of the start: where the site is, `siteUrl` (config SITE_URL, by default `http://localhost:<PORT>`)
 * with a trailing `/`.
 */
export function openAddressLine(siteUrl: string): string {
  return `Site ready: open ${siteUrl}/ in a browser.`;
}
