import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import imageLoader from '@/lib/image-loader';

/**
 * next/image's srcset and sizing without its client component: `getImageProps` runs on the server
 * and a plain <img> is sent, so a page of images costs no JavaScript. With `preload`, the image is
 * fetched eagerly at high priority and announced by a <link rel="preload"> in the head (for the LCP).
 */
export function StaticImage(props: ImageProps) {
  const img = getStaticImageProps(props);
  if (props.preload) {
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
    });
  }
  const { alt, ...rest } = img;
  // eslint-disable-next-line @next/next/no-img-element -- the point of this component: a server-rendered <img>
  return <img alt={alt} {...rest} fetchPriority={props.preload ? 'high' : rest.fetchPriority} />;
}

/**
 * The attributes StaticImage puts on its <img> (src, srcSet, sizes, width, height…), worked out on
 * the server, for a client component that draws the <img> itself (the gallery's tiles).
 */
export function getStaticImageProps(props: ImageProps) {
  // The loader is named here too, so images work wherever next.config is not read (tests).
  return getImageProps({ loader: imageLoader, ...props }).props;
}
