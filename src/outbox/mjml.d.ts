/** The part of mjml 5 (no published types for v5: @types/mjml describes v4's synchronous API) that the e-mail layout uses. */
declare module 'mjml' {
  export interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  export interface MjmlOptions {
    /** `strict` throws on any validation error; `soft` (the default) returns them in `errors`. */
    validationLevel?: 'strict' | 'soft' | 'skip';
    /** Web fonts to link when a font-family names them; `{}` links none. */
    fonts?: Record<string, string>;
    keepComments?: boolean;
    beautify?: boolean;
    minify?: boolean;
  }
  export interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<MjmlResult>;
}
