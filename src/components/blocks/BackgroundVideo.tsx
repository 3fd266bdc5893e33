export type BackgroundVideoProps = { sources: { src: string; type: string }[]; poster: string; alt: string };

// Drawn here rather than in Icon so the pause control needs nothing else.
const PAUSE = 'M8 5v14M16 5v14';
const PLAY = 'M7 4.5v15l12-7.5z';

function Glyph({ d, name }: { d: string; name: string }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" data-glyph={name}>
      <path d={d} />
    </svg>
  );
}

/**
 * A muted looping background video over a still image. The still is server HTML; src/client/background-video.ts
 * adds the video only when motion is welcome and data saving is off, falls back to the still on any failure, and
 * shows the pause control (WCAG 2.2.2) while the video plays. No React loads for it.
 */
export function BackgroundVideo({ sources, poster, alt }: BackgroundVideoProps) {
  return (
    <>
      <div className="bg-video" data-state="still" data-sources={JSON.stringify(sources)} data-poster={poster}>
        <img src={poster} alt={alt} width={1600} height={900} className="bg-video-still" />
      </div>
      <button type="button" className="bg-video-toggle" aria-pressed="false" hidden>
        <Glyph d={PAUSE} name="pause" />
        <Glyph d={PLAY} name="play" />
        <span className="visually-hidden">Pause background video</span>
      </button>
    </>
  );
}
