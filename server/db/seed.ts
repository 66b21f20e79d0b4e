/** Demo site settings and notices, written once into an empty database (site.ts). */

export const SITE_CONFIG: Record<string, string> = {
  site_name: '漫阅',
  open_screen_switch: '0',
  open_screen_url: '/',
  open_screen_time: '5',
  service_qq: '800-820-8820',
  qq_group: '&lt;漫阅书友群&gt; 123456789',
  app_download_url: '',
  site_statis: '',
  /** Gold a new guest starts with (server/api/users.ts), once per device. */
  welcome_gold: '100',
};

export const NOTICES = [
  {
    type: 2,
    title: '欢迎来到漫阅',
    content: '<p>每日签到领金币，VIP 会员畅读全部付费章节。</p><p>邀请好友还能得奖励哦！</p>',
    show_frequency: 3,
    content_type: 1,
    sort: 1,
    enabled: 1 as const,
  },
  {
    type: 1,
    title: '本周更新',
    content: '<p>本周新增 <b>12</b> 部漫画、<b>8</b> 部小说，快去书架看看吧。</p>',
    show_frequency: 2,
    content_type: 1,
    sort: 2,
    enabled: 1 as const,
  },
];
