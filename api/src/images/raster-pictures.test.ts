import sharp from 'sharp';
import { createRasterPictures } from './raster-pictures';
import { renderScene } from './svg-scene';

const scene = (seed: string) => () => renderScene({ kind: 'hotel', seed, width: 320, height: 180 });

describe('createRasterPictures', () => {
  it('draws a scene as a WebP picture of its size', async () => {
    const picture = await createRasterPictures().picture('hotel/1/320x180', { svg: scene('1') });
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
  });

  it('draws a picture once, however often and however soon after it is asked for', async () => {
    const pictures = createRasterPictures();
    const svg = jest.fn(scene('2'));
    const [first, second] = await Promise.all([
      pictures.picture('hotel/2/320x180', { svg }),
      pictures.picture('hotel/2/320x180', { svg }),
    ]);
    const third = await pictures.picture('hotel/2/320x180', { svg });
    expect(svg).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('forgets the least recently asked pictures beyond its memory budget, and draws them again', async () => {
    const probe = createRasterPictures();
    const sizes = await Promise.all(
      ['3', '4'].map(async (seed) => (await probe.picture(seed, { svg: scene(seed) })).byteLength),
    );
    // Room for either picture, not for both.
    const pictures = createRasterPictures(Math.max(...sizes) + 1);
    const svg = jest.fn(scene('3'));
    await pictures.picture('hotel/3/320x180', { svg });
    await pictures.picture('hotel/4/320x180', { svg: scene('4') });
    await pictures.picture('hotel/3/320x180', { svg });
    expect(svg).toHaveBeenCalledTimes(2);
  });
});
