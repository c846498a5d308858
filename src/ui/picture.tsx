// An <img> inside a <picture> that offers the modern format first (WebP; the <img> itself is the
// JPEG), all at the widths of src/domain/public-pictures.ts's pictureSources, so
// each browser takes the smallest file it can show that fills `sizes` at its pixel density.
// The server's first paint renders the same markup, so the browser picks the same file then.
import type { ComponentPropsWithoutRef, ReactElement } from 'react';
import type { PictureSources } from '../domain/artwork-pictures';
import { pictureSources } from '../domain/public-pictures';
import classes from './picture.module.css';

/** The <source>s around an <img> (or a component rendering one) that has `srcSet` and `sizes`. */
export function PictureFormats({
  picture,
  sizes,
  children,
}: {
  picture: PictureSources;
  sizes: string;
  children: ReactElement;
}) {
  if (picture.sources.length === 0) return children;
  return (
    <picture className={classes.picture}>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes'>;

export function Picture({
  src,
  sizes,
  originalWidth,
  ...img
}: ImgProps & { src: string; sizes: string; originalWidth?: number }) {
  const picture = pictureSources(src, originalWidth);
  return (
    <PictureFormats picture={picture} sizes={sizes}>
      <img src={picture.src} srcSet={picture.srcSet} sizes={sizes} {...img} />
    </PictureFormats>
  );
}
