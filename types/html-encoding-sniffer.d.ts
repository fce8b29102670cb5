/** html-encoding-sniffer (jsdom's WHATWG encoding sniffing) ships no types; this is its documented signature. */
declare module 'html-encoding-sniffer' {
  export default function sniffHtmlEncoding(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
