import { IMAGE_WIDTHS, type ProductImage } from '@kasuwa/contracts';

function srcSet(image: ProductImage): string {
  return Object.entries(image.urls)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
}

export function Img({
  image,
  sizes,
  className,
  eager,
}: {
  image?: ProductImage;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (!image) return <div className={className} aria-hidden="true" />;
  const fallback = image.urls[String(IMAGE_WIDTHS[1])] ?? Object.values(image.urls)[0];
  return (
    <img
      className={className}
      src={fallback}
      srcSet={srcSet(image)}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
