// subset-font (the build's font cutter, scripts/size-fonts.ts) ships no types: the one call the build makes.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' }): Promise<Buffer>;
}
