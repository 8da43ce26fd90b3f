/** The part of subset-font's API scripts/build-fonts.ts uses (the package ships no types). */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
