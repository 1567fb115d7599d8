import { useEffect, useRef } from 'react';
import { useMediaFile } from '../api/media-file';

/**
 * One of the person's images, shown through an object URL that lives as long as the image is on
 * screen and is revoked when it goes.
 */
export function MediaImage({ id, alt, testId }: { id: string; alt: string; testId?: string }) {
  const file = useMediaFile(id);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!file || !image.current) return;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (!file) return null;
  return <img ref={image} alt={alt} data-testid={testId} className="size-full object-cover" />;
}
