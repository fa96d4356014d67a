import { getImageProps, type ImageProps } from 'next/image';
import imageLoader from '@/lib/image-loader';

/**
 * next/image's srcset and sizing without its client component: `getImageProps` runs on the server
 * and a plain <img> is sent, so a page of images costs no JavaScript. With `preload`, the image is
 * fetched eagerly at high priority and announced by a <link rel="preload"> in the head (for the LCP).
 *
 * React preloads such an image by itself: the server components' renderer sends a preload hint for
 * every <img> that is neither lazy nor low priority, and the HTML renderer writes it at the top of
 * <head>. Next also prefetches the RSC payload of the pages a page links to, hints included, so a
 * page's eager images are fetched ahead for the pages it links to (the browser notes a preload
 * not used on this page).
 */
export function StaticImage(props: ImageProps) {
  const { alt, ...rest } = getStaticImageProps(props);
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
