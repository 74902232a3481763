import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { viewerOf } from '../viewer';
import type { UploadService } from './uploads.service';
import { UploadedFile } from './uploads.types';

export const MULTIPART =
  'with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true.';

@Resolver()
export class UploadResolver {
  constructor(private readonly uploads: UploadService) {}

  @Policy('member')
  @Mutation(() => UploadedFile, {
    description: `Upload an image (JPG, PNG, GIF or WEBP, at most 5 MB) ${MULTIPART}`,
  })
  uploadImage(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
  ) {
    return this.uploads.saveImage(file, viewerOf(ctx));
  }
}
