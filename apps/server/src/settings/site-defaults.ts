import type { SiteInfo } from '@site/contracts';

/** Site info fields kept in the `site_settings` table (everything but the build version, which is code). */
export type StoredSiteInfo = Omit<SiteInfo, 'version'>;

/**
 * The identity the seed writes on first start (DESIGN.md "Configuration": data the admin can change, with
 * defaults written for this project). Also the fallback for any key missing from the table, so a database
 * migrated but never seeded (the import CLI's) still answers a complete SiteInfo.
 */
export const defaultSiteInfo: StoredSiteInfo = {
  name: '青灯小筑 Lantern Lodge',
  author: 'Lin Qingdeng',
  description: 'A self-built personal site: blog, wiki, archive and a music player. Unfinished, and always will be.',
  // [LAYOUT-21] the running-time counter starts here.
  start_date: '2020-09-25',
  // [SITE-03]
  licence: 'CC BY-NC-ND 4.0',
  licence_url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  gray: false,
  // The old blog's articles now live in this site's blog; the link keeps the footer's "legacy blog" meaningful.
  legacy_blog: { name: 'Legacy blog', url: '/blog/categories/life' },
  webrings: [
    { name: '开往 Travellings', url: 'https://www.travellings.cn/', random_url: 'https://www.travellings.cn/go.html' },
    {
      name: '十年之约 Foreverblog',
      url: 'https://www.foreverblog.cn/',
      random_url: 'https://www.foreverblog.cn/go.html',
    },
  ],
  registry_lookup: { name: 'ICP/IP 备案查询', url: 'https://beian.miit.gov.cn/' },
  filing_records: [
    { name: '工业和信息化部 ICP 备案', url: 'https://beian.miit.gov.cn/' },
    { name: '全国互联网安全管理服务平台 公安备案', url: 'https://beian.mps.gov.cn/' },
  ],
};
