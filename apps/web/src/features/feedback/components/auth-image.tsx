import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../../../shared/http/client';

/** A stored image shown through the signed-in http client (an <img> cannot send the bearer token). */
export function AuthImage({ url, alt, width = 72 }: { url: string; alt: string; width?: number }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    http
      .get(url, { params: { inline: '1' }, responseType: 'blob' })
      .then((res) => {
        if (!live) return;
        made = URL.createObjectURL(res.data as Blob);
        setSrc(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return <Image width={width} height={width} style={{ objectFit: 'cover' }} src={src} alt={alt} data-testid="fb-screenshot" />;
}
