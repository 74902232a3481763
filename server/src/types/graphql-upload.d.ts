// graphql-upload 17 ships JSDoc-typed .mjs files without declarations; these describe what we use.
declare module 'graphql-upload/Upload.mjs' {
  import type { ReadStream, ReadStreamOptions } from 'fs-capacitor';

  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: ReadStreamOptions): ReadStream;
  }

  export default class Upload {
    promise: Promise<FileUpload>;
    file?: FileUpload;
    resolve(file: FileUpload): void;
    reject(error: Error): void;
  }
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type { FileUpload } from 'graphql-upload/Upload.mjs';

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  export default function processRequest(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<Record<string, unknown> | Array<Record<string, unknown>>>;
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}
