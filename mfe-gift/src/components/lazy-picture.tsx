import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../context/remote-props';

interface LazyPictureProps {
  /** The api's path of the picture. */
  path: string;
  size: { width: number; height: number };
  className?: string;
}

/**
 * A decorative picture below the fold: sized by its attributes so nothing moves when it arrives,
 * fetched only when it nears the screen.
 */
export function LazyPicture({ path, size, className }: LazyPictureProps) {
  const { apiBase } = useRemoteProps();
  return (
    <img
      className={className}
      src={apiImageUrl(apiBase, path, size)}
      width={size.width}
      height={size.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
