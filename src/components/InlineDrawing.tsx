import { drawingParts } from './inline-images';

/** One of the inline drawings (inline-images.ts) as an <svg> element: decorative, so hidden from assistive technology. */
export function InlineDrawing({ svg, idPrefix, className }: { svg: string; idPrefix: string; className?: string }) {
  const { viewBox, width, height, inner } = drawingParts(svg, idPrefix);
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
