/** Which palettes and motif layers draw the art of each class: the look of 热血 is not the look of 言情. */
import { silhouette } from './figure';
import * as m from './motifs';
import type { Motif } from './scene';

export interface Theme {
  palettes: readonly number[];
  layers: readonly Motif[][];
}

const THEMES: Record<string, Theme> = {
  热血: {
    palettes: [3, 1, 9],
    layers: [
      [m.speedLines, m.impact, silhouette],
      [m.glowOrb, m.speedLines, silhouette],
    ],
  },
  恋爱: {
    palettes: [4, 11, 0],
    layers: [
      [m.bokeh, m.petals, silhouette],
      [m.glowOrb, m.hearts, m.petals],
    ],
  },
  悬疑: {
    palettes: [6, 0, 10],
    layers: [
      [m.glowOrb, m.skyline, m.rain],
      [m.glowOrb, m.rain, silhouette],
    ],
  },
  校园: {
    palettes: [5, 10, 2],
    layers: [
      [m.clouds, m.glowOrb, silhouette],
      [m.clouds, m.petals, m.mountains],
    ],
  },
  奇幻: {
    palettes: [0, 8, 1],
    layers: [
      [m.stars, m.glowOrb, m.crystals],
      [m.stars, m.glowOrb, m.mountains, silhouette],
    ],
  },
  古风: {
    palettes: [9, 3, 7, 11],
    layers: [
      [m.glowOrb, m.mountains, m.birds],
      [m.clouds, m.mountains, silhouette],
    ],
  },
  都市: {
    palettes: [8, 0, 10],
    layers: [
      [m.bokeh, m.skyline],
      [m.glowOrb, m.skyline, silhouette],
    ],
  },
  搞笑: {
    palettes: [9, 2, 5],
    layers: [
      [m.polkaDots, m.impact, m.hearts],
      [m.polkaDots, m.speedLines, silhouette],
    ],
  },
  玄幻: {
    palettes: [1, 8, 0],
    layers: [
      [m.stars, m.glowOrb, m.crystals, silhouette],
      [m.stars, m.mountains, m.crystals],
    ],
  },
  仙侠: {
    palettes: [2, 7, 5],
    layers: [
      [m.clouds, m.mountains, m.birds],
      [m.glowOrb, m.clouds, m.mountains, silhouette],
    ],
  },
  历史: {
    palettes: [9, 6, 3],
    layers: [
      [m.glowOrb, m.mountains, m.birds],
      [m.mountains, silhouette],
    ],
  },
  科幻: {
    palettes: [8, 0, 10],
    layers: [
      [m.stars, m.glowOrb, m.neonGrid],
      [m.stars, m.neonGrid, silhouette],
    ],
  },
  言情: {
    palettes: [4, 11, 5],
    layers: [
      [m.bokeh, m.petals],
      [m.glowOrb, m.petals, silhouette],
    ],
  },
  动画: {
    palettes: [1, 2, 9],
    layers: [
      [m.stars, m.glowOrb, m.speedLines],
      [m.clouds, m.impact, silhouette],
    ],
  },
  纪录: {
    palettes: [7, 2, 10],
    layers: [
      [m.glowOrb, m.mountains, m.birds],
      [m.clouds, m.waves],
    ],
  },
  短剧: {
    palettes: [11, 0, 4],
    layers: [
      [m.bokeh, m.skyline, silhouette],
      [m.glowOrb, m.rain, silhouette],
    ],
  },
  音乐: {
    palettes: [8, 1, 0],
    layers: [
      [m.bokeh, m.equalizer],
      [m.glowOrb, m.waves, m.equalizer],
    ],
  },
};
const DEFAULT_THEME = THEMES.奇幻 as Theme;

export const themeOf = (name: string): Theme => THEMES[name] ?? DEFAULT_THEME;
