/**
 * The demo stories' worlds, one a genre: where scenes happen, what is held, what gives strength,
 * who opposes, who turns up and what happens (chinese-text.ts writes with them), and which world a
 * class's stories happen in.
 */
import { lines, words } from './word-pools';

/** A genre's world: where scenes happen, what is held, what gives strength, who opposes. */
export interface World {
  places: readonly string[];
  items: readonly string[];
  powers: readonly string[];
  foes: readonly string[];
  roles: readonly string[];
  events: readonly string[];
}

const WORLDS: Record<string, World> = {
  xianxia: {
    places: words('青云宗 天元城 万兽山脉 落霞谷 藏经阁 演武场 剑冢 丹房 后山竹林'),
    items: words('玄铁剑 古玉 丹药 灵符 残卷 储物戒 玉简 青铜古镜'),
    powers: words('灵气 真元 剑意 神识 道心'),
    foes: words('魔修 妖兽 内门长老 黑衣人 血煞宗弟子'),
    roles: words('外门弟子 落魄少主 药童 散修 守山人'),
    events: words('得到了一枚神秘古玉 在剑冢中被一道剑意选中 误入上古遗迹 被逐出宗门 意外觉醒了沉睡的血脉'),
  },
  city: {
    places: words('写字楼 咖啡馆 地铁站 老街 出租屋 医院 天台 便利店 江边'),
    items: words('手机 合同 钥匙 旧照片 名片 录音笔 信封 笔记本'),
    powers: words('勇气 直觉 耐心 冷静 决心'),
    foes: words('竞争对手 神秘买家 房东 前任 记者'),
    roles: words('实习生 外卖员 小职员 落魄画家 退伍军人'),
    events: lines(`
      收到了一封没有署名的信
      接手了一家快要倒闭的小店
      在地铁上捡到一部手机
      被卷入一场商业阴谋
      发现自己能听见别人的心声
    `),
  },
  history: {
    places: words('长安城 朝堂 驿站 军营 御书房 酒肆 城楼 江南小镇'),
    items: words('兵符 密信 玉佩 奏折 古琴 令牌 地图'),
    powers: words('谋略 胆识 忠义 气节 眼光'),
    foes: words('奸臣 敌国细作 权贵 叛军 刺客'),
    roles: words('寒门书生 边关小卒 落魄世子 宫中女官 县令'),
    events: words('在科举中一鸣惊人 截获了一封敌国密信 被卷入夺嫡之争 奉命远赴边关 意外救下微服出巡的皇子'),
  },
  scifi: {
    places: words('星舰 空间站 实验室 火星基地 数据中心 废弃城市 舰桥 冷冻舱'),
    items: words('芯片 信号器 能量核心 星图 终端 样本 密钥'),
    powers: words('算力 意识 能量 推演 信号'),
    foes: words('失控的人工智能 星际海盗 异星生物 财团 叛变的舰长'),
    roles: words('维修工程师 见习领航员 数据分析员 克隆人 拾荒者'),
    events: lines(`
      收到了一段来自深空的信号
      从冷冻舱中醒来
      破解了一块古老的芯片
      被选入第一批星际移民
      发现整座城市只剩下自己
    `),
  },
  romance: {
    places: words('花店 海边 校园 公寓 画廊 图书馆 雨中的街角 摩天轮'),
    items: words('围巾 情书 雨伞 耳机 明信片 戒指 日记本'),
    powers: words('勇气 心意 温柔 坚持 默契'),
    foes: words('误会 家人的反对 情敌 时间 距离'),
    roles: words('花店老板 插画师 转校生 小提琴手 甜品师'),
    events: words('在雨中借出了一把伞 与青梅竹马重逢 意外成为了新邻居 签下了一纸契约 捡到了一本写满心事的日记'),
  },
  mystery: {
    places: words('旧宅 档案室 钟楼 地下室 废弃医院 雾中小镇 停尸间 剧院'),
    items: words('怀表 血迹斑斑的手帕 钥匙 录像带 匿名信 旧报纸 照片'),
    powers: words('推理 直觉 观察 记忆 冷静'),
    foes: words('凶手 神秘人 影子 旧案的真凶 知情者'),
    roles: words('实习侦探 法医 记者 警校生 推理小说家'),
    events: lines(`
      收到了一封来自死者的信
      在旧宅里发现了一间密室
      被卷入一桩连环失踪案
      重新调查十年前的旧案
      在监控里看见了另一个自己
    `),
  },
};

/** Which world a class's stories happen in. */
const WORLD_OF_CLASS: Record<string, keyof typeof WORLDS> = {
  热血: 'xianxia',
  奇幻: 'xianxia',
  古风: 'history',
  恋爱: 'romance',
  悬疑: 'mystery',
  校园: 'romance',
  都市: 'city',
  搞笑: 'city',
  玄幻: 'xianxia',
  仙侠: 'xianxia',
  历史: 'history',
  科幻: 'scifi',
  言情: 'romance',
  动画: 'xianxia',
  纪录: 'history',
  短剧: 'city',
  音乐: 'romance',
};

export const worldOf = (className: string): World => WORLDS[WORLD_OF_CLASS[className] ?? 'city'] as World;
