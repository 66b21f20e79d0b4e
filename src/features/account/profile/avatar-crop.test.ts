import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, zoomCrop } from './avatar-crop';

const wide = { width: 400, height: 200 };

describe('avatar crop', () => {
  it('starts centred, the short side covering the square', () => {
    expect(centredCrop(wide, 100)).toEqual({ zoom: 1, x: -50, y: 0 });
  });

  it('never lets the image uncover the square', () => {
    expect(clampCrop({ zoom: 1, x: 30, y: -40 }, wide, 100)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop({ zoom: 1, x: -500, y: 0 }, wide, 100)).toEqual({ zoom: 1, x: -100, y: 0 });
  });

  it('zooms about the centre of the square', () => {
    // At zoom 2 the image is 400×200 viewport units: the centre point stays at (50, 50).
    expect(zoomCrop(centredCrop(wide, 100), 2, wide, 100)).toEqual({ zoom: 2, x: -150, y: -50 });
  });
});
