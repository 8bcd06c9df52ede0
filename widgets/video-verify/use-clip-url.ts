import { useEffect, useState } from 'react';
import type { RecordedClip } from './record-clip.ts';

/** An object URL of the clip for playback, made once per clip and revoked when the clip goes. */
export function useClipUrl(clip: RecordedClip | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!clip) return;
    const made = URL.createObjectURL(clip.blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [clip]);
  return url;
}
