/**
 * The surface the generated art is drawn on: a Scene collects one picture's SVG (its gradient
 * definitions and its shapes) for a seeded generator and a palette; a Motif draws one layer of it
 * into a box of the scene (motifs.ts, figure.ts).
 */
import type { Rng } from '../prng';
import { idMaker, type Palette } from './svg-kit';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export class Scene {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  readonly id = idMaker();
  constructor(
    readonly rng: Rng,
    readonly palette: Palette,
  ) {}

  add(markup: string): void {
    this.body.push(markup);
  }

  /** A gradient definition; answers its fill reference. */
  gradient(make: (id: string) => string): string {
    const id = this.id();
    this.defs.push(make(id));
    return `url(#${id})`;
  }
}

export type Motif = (scene: Scene, box: Box) => void;

/** The shorter side of a box: what a motif's sizes scale with. */
export const minSide = (b: Box): number => Math.min(b.w, b.h);
