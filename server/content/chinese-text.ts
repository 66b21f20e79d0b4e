/**
 * Chinese for the demo catalogue: titles, pen names, blurbs and novel chapters, put together from
 * word and sentence pools with a seeded generator. The pools are grammatical on their own, so any
 * combination reads as Chinese; each genre brings its own places, things and powers (story-worlds.ts).
 */
import type { Rng } from './prng';
import { type World, worldOf } from './story-worlds';
import { lines, words } from './word-pools';

const TITLE_HEAD = words(
  '星河 月下 烈焰 霜雪 青云 龙城 幻夜 九州 白夜 苍穹 长歌 逆光 深渊 雾都 流萤 赤焰 潮汐 琉璃 星辰 风之 千年 银河 绯色 夜樱',
);
const TITLE_TAIL = words(
  '剑姬 少女 契约 传说 物语 纪元 战记 恋曲 迷城 守望者 旅人 诗篇 回响 王座 密码 少年 猎人 之歌 图鉴 协奏曲',
);
const ISEKAI_PLACE = words('异世界 修仙界 末日 大唐 魔法学院 星际 江湖 都市 后宫 深山');
const ISEKAI_ROLE = words('反派 掌门 厨神 剑仙 大佬 店长 侦探 偶像 医生 画师');
const OWNER = words('魔女 恶龙 剑仙 猫咪 王子 侦探 学长 转校生 公主 书生 少将军');
const OWNED = words('日常 秘密 契约 恋爱法则 逆袭 约定 旅途 告白 心事 双面人生');
const REBORN = words('最强剑圣 都市仙尊 天才医女 豪门千金 无敌宗师 全能学霸');

const NOVEL_HEAD = words('万古 太古 无上 九天 混沌 星辰 苍穹 大道 不朽 永夜 长生 天命');
const NOVEL_CORE = words('剑帝 神尊 帝主 战神 仙途 武神 天书 神座 魔主 圣王 丹尊 道君');

const SURNAME = words('林 叶 萧 苏 沈 顾 陆 江 秦 楚 白 温 许 唐 宋 韩 慕容 上官');
const GIVEN = words('默 凡 尘 辰 寒 逸 瑶 晚 清 雪 霜 羽 言 舟 宁 安 星 月 云 川 若 曦 离 风 澈 青');
const PEN_HEAD = words('墨 夜 南 北 青 白 醉 听 浮 一 半 九 忘 孤 落');
const PEN_TAIL = words('染 雨 风 笙 书生 小鱼 山人 不语 猫 三更 长安 酒 舟 星河 未眠');

const EPISODE_TITLES = words(
  '风起云涌 暗流涌动 不速之客 初露锋芒 山雨欲来 柳暗花明 针锋相对 峰回路转 一线生机 真相大白 旧日之约 夜色深沉 雨夜来客 意外之喜 绝境逢生 步步惊心 悄然而至 故人归来 迷雾重重 破茧成蝶 星火燎原 一念之间 狭路相逢 以退为进 月下独酌 尘埃落定 心有灵犀 千钧一发 深藏不露 一诺千金 无声告白 暗夜追踪 命运交错 背水一战 初心不改 梦醒时分 烟火人间 光阴似箭 再度启程 黎明之前',
);
const EPISODE_WORDS = words(
  '初遇 风起 暗流 约定 真相 试炼 重逢 夜袭 转机 抉择 余烬 归来 谜团 誓言 破晓 迷途 对峙 秘密 告白 离别 觉醒 陷阱 援手 新生 归途 残局 锋芒 微光',
);

export function personName(rng: Rng): string {
  const surname = rng.pick(SURNAME);
  return rng.chance(0.6) ? surname + rng.pick(GIVEN) + rng.pick(GIVEN) : surname + rng.pick(GIVEN);
}

export const penName = (rng: Rng): string => rng.pick(PEN_HEAD) + rng.pick(PEN_TAIL);

export function comicTitle(rng: Rng): string {
  switch (rng.int(0, 4)) {
    case 0:
      return `我在${rng.pick(ISEKAI_PLACE)}当${rng.pick(ISEKAI_ROLE)}`;
    case 1:
      return `${rng.pick(OWNER)}的${rng.pick(OWNED)}`;
    case 2:
      return `重生之${rng.pick(REBORN)}`;
    default:
      return rng.pick(TITLE_HEAD) + rng.pick(TITLE_TAIL);
  }
}

const NOVEL_PLACE_TAIL = words('往事 风云 传奇 秘闻 手记 夜话');
const DOC_VERB = words('寻找 航拍 走进 舌尖上的 消失的');
const DOC_PLACE = words('江南 丝路 雪山 古城 海岛 草原 长江');
const MUSIC_TAIL = words('现场 之声 音乐会 协奏曲 合唱');
const ANIME_TAIL = words('战记 冒险 物语 奇谭');

export function novelTitle(rng: Rng, className: string): string {
  const world = worldOf(className);
  switch (rng.int(0, 3)) {
    case 0:
      return rng.pick(NOVEL_HEAD) + rng.pick(NOVEL_CORE);
    case 1:
      return rng.pick(world.places) + rng.pick(NOVEL_PLACE_TAIL);
    case 2:
      return `${rng.pick(OWNER)}的${rng.pick(OWNED)}`;
    default:
      return rng.pick(TITLE_HEAD) + rng.pick(TITLE_TAIL);
  }
}

export function videoTitle(rng: Rng, className: string): string {
  switch (className) {
    case '纪录':
      return rng.pick(DOC_VERB) + rng.pick(DOC_PLACE);
    case '音乐':
      return rng.pick(TITLE_HEAD) + rng.pick(MUSIC_TAIL);
    case '短剧':
      return `${rng.pick(OWNER)}的${rng.pick(OWNED)}`;
    default: {
      const title = rng.pick(TITLE_HEAD) + rng.pick(ANIME_TAIL);
      return rng.chance(0.3) ? `${title}：${rng.pick(worldOf(className).places)}` : title;
    }
  }
}

/** Distinct chapter titles for one work, in order. */
export function episodeTitles(rng: Rng, count: number): string[] {
  // Four-character phrases first, then two-character words, then pairs of words.
  const pool = [
    ...rng.sample(EPISODE_TITLES, EPISODE_TITLES.length),
    ...rng.sample(EPISODE_WORDS, EPISODE_WORDS.length),
  ];
  return Array.from({ length: count }, (_, i) => pool[i] ?? rng.sample(EPISODE_WORDS, 2).join(''));
}

/** The people and world a story is written with. */
export interface Cast {
  hero: string;
  /** 他 or 她. */
  pronoun: string;
  partner: string;
  rival: string;
  world: World;
}

export function castOf(rng: Rng, className: string): Cast {
  return {
    hero: personName(rng),
    pronoun: rng.chance(0.6) ? '他' : '她',
    partner: personName(rng),
    rival: personName(rng),
    world: worldOf(className),
  };
}

const BLURB_BEFORE = words('本以为日子会一直平淡下去 一向与世无争 从小就与众不同 只想安安稳稳地生活');
const BLURB_TOGETHER = words('并肩而行 相互扶持 一路同行 几度分合');
const BLURB_FOE = words('布下天罗地网 盯上了他们 等候多时 埋下伏笔');

export function blurb(rng: Rng, cast: Cast): string {
  const { world, hero, pronoun, partner } = cast;
  const opening = `${rng.pick(world.roles)}${hero}${rng.pick(BLURB_BEFORE)}，直到${pronoun}${rng.pick(world.events)}。`;
  const [from, to] = rng.sample(world.places, 2);
  const together = rng.pick(BLURB_TOGETHER);
  const turn = `从${from}到${to}，${pronoun}与${partner}${together}，却发现${rng.pick(world.foes)}早已${rng.pick(BLURB_FOE)}。`;
  const hook = rng.pick([
    '命运的齿轮，就此开始转动……',
    `一段关于${rng.pick(world.powers)}与成长的故事，正在展开。`,
    '真相，远比想象中更加复杂。',
    `这一次，${cast.pronoun}不会再退缩。`,
  ]);
  return opening + turn + hook;
}

const TIME = words('清晨 天刚蒙蒙亮 夜深人静的时候 黄昏时分 第二天一早 三天后 半个时辰后 午后 雨停之后 不知过了多久');
const SCENE = lines(`
  窗外下起了小雨
  月光洒在青石板上
  远处传来几声犬吠
  风吹动着檐下的风铃
  天边泛起了鱼肚白
  空气中弥漫着淡淡的花香
  四周安静得能听见心跳
  街灯一盏接一盏地亮了起来
`);
const SOUND = words('风吹树叶 远处钟声 脚步 雨点敲打窗棂 虫鸣 流水');
const MANNER = words('静静 默默 认真 怔怔 若有所思 小心翼翼');
const FEELING = lines(`
  五味杂陈
  暗暗吃惊
  涌起一股暖意
  生出几分警惕
  久久不能平静
  有了一丝期待
  隐隐有些不安
  终于松了口气
`);
const SAY = words('低声 笑着 淡淡地 认真地 轻声 皱着眉');
const QUOTES = lines(`
  你来了。
  这件事，没有你想的那么简单。
  我会回来的。
  相信我，一切都会好起来。
  你到底是谁？
  我们没有退路了。
  原来是这样……
  别怕，有我在。
  这不是结束，而是开始。
  你早就知道了，对不对？
  再给我一点时间。
  走吧，天快亮了。
  有些事，终究要自己面对。
  谢谢你，一直陪着我。
  小心身后！
  我不会让你失望的。
  答案就在那里，只是你还没看见。
  今天的事，谁也不许说出去。
`);

type Slots = Record<string, () => string>;

const SENTENCES = lines(`
  {time}，{hero}来到了{place}。
  {scene}，{place}里一片寂静，只有{sound}的声音。
  {hero}{manner}地看着{partner}，心中{feeling}。
  {hero}没有说话，只是把{item}握得更紧了。
  {he}知道，这一切都与{item}有关。
  {partner}轻轻叹了口气，转身望向{place}的方向。
  就在这时，{foe}突然出现在{place}门口。
  {hero}深吸一口气，让自己的{power}一点点平静下来。
  {he}想起了很多年前的那个下午，想起了{partner}说过的话。
  {foe}的目光扫过众人，最后落在了{hero}身上。
  这一刻，{hero}终于明白了{item}真正的意义。
  {partner}把{item}递给{hero}，什么也没有多问。
  {time}，{scene}。
  谁也没有想到，{rival}竟然会在这个时候站出来。
  {hero}的{power}在这一战中得到了前所未有的磨炼。
  {he}加快脚步，穿过{place}，一路向前。
  众人面面相觑，一时间谁也没有开口。
  {rival}冷笑一声，似乎早已看穿了一切。
  {hero}低头看着手中的{item}，心中{feeling}。
  有些路，只能一个人走；有些话，只能留在心里。
  {place}的灯还亮着，仿佛在等什么人回来。
  {hero}把这件事从头到尾想了一遍，始终觉得哪里不对。
  {partner}笑了笑，说等这一切结束，要去{place}看看。
  {foe}步步紧逼，{hero}却没有后退半步。
  {time}，{partner}带来了一个意想不到的消息。
  {hero}忽然意识到，{rival}说的未必全是假话。
  没有人注意到，{item}上多了一道细细的裂痕。
  {he}在{place}外站了很久，直到{scene}。
  这是{hero}第一次真正感受到{power}的力量。
  {rival}远远地看着这一幕，眼神晦暗不明。
  {partner}的声音很轻，却一字一句落在{hero}心上。
  {hero}收起{item}，朝{place}走去，背影坚定。
  那天之后，{place}再也没有人提起这件事。
  {hero}握紧拳头，暗暗发誓一定要查清真相。
  {scene}，{he}却怎么也睡不着。
`);
const DIALOGUES = lines(`
  “{quote}”{partner}{say}说道。
  “{quote}”{hero}抬起头，{say}说。
  {rival}盯着{hero}，一字一句地说：“{quote}”
  “{quote}”
`);

function fill(template: string, slots: Slots): string {
  return template.replace(/\{([a-z]+)\}/g, (_, key: string) => slots[key]?.() ?? '');
}

/**
 * One novel chapter: paragraphs (indented with two ideographic spaces, one per line) until the
 * text holds at least `minChars` characters.
 */
export function novelChapter(rng: Rng, cast: Cast, minChars: number): string {
  const { world } = cast;
  const slots: Slots = {
    hero: () => cast.hero,
    partner: () => cast.partner,
    rival: () => cast.rival,
    he: () => cast.pronoun,
    time: () => rng.pick(TIME),
    scene: () => rng.pick(SCENE),
    sound: () => rng.pick(SOUND),
    manner: () => rng.pick(MANNER),
    feeling: () => rng.pick(FEELING),
    say: () => rng.pick(SAY),
    quote: () => rng.pick(QUOTES),
    place: () => rng.pick(world.places),
    item: () => rng.pick(world.items),
    power: () => rng.pick(world.powers),
    foe: () => rng.pick(world.foes),
  };
  const paragraphs: string[] = [];
  let length = 0;
  while (length < minChars) {
    const paragraph = rng.chance(0.3)
      ? fill(rng.pick(DIALOGUES), slots)
      : Array.from({ length: rng.int(2, 5) }, () => fill(rng.pick(SENTENCES), slots)).join('');
    paragraphs.push(`\u3000\u3000${paragraph}`);
    length += paragraph.length;
  }
  return paragraphs.join('\n');
}

/** Characters a reader reads: everything but whitespace (the indents and line breaks). */
export const readableLength = (text: string): number => text.replace(/\s/g, '').length;
