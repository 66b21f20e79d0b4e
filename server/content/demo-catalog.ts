/**
 * The fixed parts of the demo catalogue: classes and tags per kind, recharge packages, topics and
 * the recommended apps. The works themselves are generated (demo-plan.ts).
 */
import type { WorkKind } from '../db/schema';

export const CLASSES: Record<WorkKind, readonly string[]> = {
  comic: ['热血', '恋爱', '悬疑', '校园', '奇幻', '古风', '都市', '搞笑'],
  novel: ['玄幻', '都市', '仙侠', '历史', '科幻', '言情'],
  video: ['动画', '纪录', '短剧', '音乐'],
};

/** Tags a work of a class may carry (2–4 of them). */
export const TAGS_BY_CLASS: Record<string, readonly string[]> = {
  热血: ['热血', '战斗', '少年', '逆袭', '异能'],
  恋爱: ['恋爱', '甜宠', '治愈', '少女', '日常'],
  悬疑: ['悬疑', '推理', '惊悚', '烧脑'],
  校园: ['校园', '青春', '日常', '治愈', '恋爱'],
  奇幻: ['奇幻', '冒险', '魔法', '异世界', '穿越'],
  古风: ['古风', '宫斗', '大女主', '权谋', '江湖'],
  都市: ['都市', '职场', '逆袭', '异能', '日常'],
  搞笑: ['搞笑', '日常', '沙雕', '治愈'],
  玄幻: ['玄幻', '修炼', '系统', '爽文', '升级'],
  仙侠: ['仙侠', '修仙', '宗门', '江湖', '升级'],
  历史: ['历史', '权谋', '穿越', '群像'],
  科幻: ['科幻', '末世', '星际', '无限流', '烧脑'],
  言情: ['言情', '甜宠', '虐恋', '豪门', '重生'],
  动画: ['动画', '热血', '冒险', '治愈'],
  纪录: ['纪录片', '自然', '人文', '美食'],
  短剧: ['短剧', '逆袭', '甜宠', '反转'],
  音乐: ['音乐', '现场', '演奏', '治愈'],
};

export const GOLD_PACKAGES = [
  { title: '60 金币', gold: 60, bonus: 0, price_cents: 600 },
  { title: '300 金币', gold: 300, bonus: 30, price_cents: 3000 },
  { title: '680 金币', gold: 680, bonus: 88, price_cents: 6800 },
  { title: '1280 金币', gold: 1280, bonus: 200, price_cents: 12800 },
] as const;

export const VIP_PACKAGES = [
  { title: '月度会员', days: 30, price_cents: 2500 },
  { title: '季度会员', days: 90, price_cents: 6800 },
  { title: '年度会员', days: 365, price_cents: 23800 },
] as const;

/** Topics (精选专题): which works each gathers, in the order they are listed. */
export interface TopicRule {
  title: string;
  description: string;
  /** The art of its cover. */
  theme: string;
  kinds: readonly WorkKind[];
  classes?: readonly string[];
  completedOnly?: boolean;
}

export const TOPICS: readonly TopicRule[] = [
  {
    title: '热血燃爆季',
    description: '拳拳到肉，燃到停不下来的战斗篇章。',
    theme: '热血',
    kinds: ['comic', 'video'],
    classes: ['热血', '动画', '奇幻'],
  },
  {
    title: '心动恋爱物语',
    description: '甜度超标的恋爱故事，给你满满的心动。',
    theme: '恋爱',
    kinds: ['comic', 'novel'],
    classes: ['恋爱', '校园', '言情'],
  },
  {
    title: '烧脑悬疑合集',
    description: '层层反转，真相只有一个。',
    theme: '悬疑',
    kinds: ['comic', 'novel'],
    classes: ['悬疑', '科幻'],
  },
  {
    title: '古风雅韵',
    description: '一眼千年，看尽江湖与庙堂。',
    theme: '古风',
    kinds: ['comic', 'novel'],
    classes: ['古风', '历史', '仙侠'],
  },
  {
    title: '完结经典必看',
    description: '已完结的口碑佳作，一口气看到大结局。',
    theme: '奇幻',
    kinds: ['comic', 'novel', 'video'],
    completedOnly: true,
  },
  {
    title: '修仙问道',
    description: '御剑乘风，问道长生。',
    theme: '仙侠',
    kinds: ['novel', 'comic'],
    classes: ['仙侠', '玄幻', '奇幻'],
  },
  {
    title: '都市人间烟火',
    description: '写字楼与小巷里，藏着最动人的故事。',
    theme: '都市',
    kinds: ['comic', 'novel', 'video'],
    classes: ['都市', '短剧', '搞笑'],
  },
  { title: '视听盛宴', description: '动画、纪录与音乐，一次看个够。', theme: '音乐', kinds: ['video'] },
];

/** The app recommendation centre (/personal/application). Addresses are placeholders for operators. */
export const APPS = [
  { name: '漫阅漫画', description: '海量正版漫画，每日更新', url: 'https://example.com/apps/manyue-comic' },
  { name: '漫阅小说', description: '百万好书，离线畅读', url: 'https://example.com/apps/manyue-novel' },
  { name: '追剧助手', description: '新剧上线第一时间提醒', url: 'https://example.com/apps/drama' },
  { name: '声音空间', description: '好听的歌与有声书', url: 'https://example.com/apps/audio' },
  { name: '天气日历', description: '天气、节气与黄历', url: 'https://example.com/apps/weather' },
  { name: '轻记账', description: '三秒记一笔，月底不慌', url: 'https://example.com/apps/ledger' },
] as const;
