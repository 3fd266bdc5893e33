import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';

export type BackgroundVideoProps = { sources: { src: string; type: string }[]; poster: string; alt: string };

type NetworkInformation = { saveData?: boolean };

/**
 * A muted looping background video over a still image. The still is always rendered first; the video
 * only mounts when motion is welcome and data saving is off, and any failure falls back to the still.
 */
export default function BackgroundVideo({ sources, poster, alt }: BackgroundVideoProps) {
  const [play, setPlay] = useState(false);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const saveData = Boolean((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData);
    setPlay(sources.length > 0 && !reduced && !saveData);
  }, [sources.length]);

  const fail = (why: string) => {
    console.error(`Background video failed, showing still image: ${why}`);
    setFailed(true);
  };

  // WCAG 2.2.2: moving content that plays for more than 5 seconds can be paused.
  const togglePause = () => {
    const el = video.current;
    if (!el) return;
    if (paused) void el.play().catch((error: unknown) => console.error('Background video could not resume', error));
    else el.pause();
    setPaused(!paused);
  };

  return (
    <>
      <div className="bg-video" data-state={failed ? 'fallback' : play ? 'video' : 'still'}>
        <img src={poster} alt={alt} width={1600} height={900} className="bg-video-still" />
        {play && !failed ? (
          <video
            ref={video}
            className="bg-video-media"
            autoPlay
            muted
            loop
            playsInline
            poster={poster}
            aria-hidden="true"
            onError={() => fail('video element error')}
          >
            {sources.map((s, i) => (
              <source
                key={s.src}
                src={s.src}
                type={s.type}
                // The video element only reports errors from its last source.
                onError={i === sources.length - 1 ? () => fail(`source ${s.src} could not load`) : undefined}
              />
            ))}
          </video>
        ) : null}
      </div>
      {play && !failed ? (
        <button type="button" className="bg-video-toggle" aria-pressed={paused} onClick={togglePause}>
          <Icon name={paused ? 'play' : 'pause'} size={18} />
          <span className="visually-hidden">Pause background video</span>
        </button>
      ) : null}
    </>
  );
}
