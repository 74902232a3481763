import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { UploadService } from './uploads.service';
import { UploadedFile } from './uploads.types';

@Resolver()
export class UploadResolver {
  constructor(private readonly uploads: UploadService) {}

  @Authorized()
  @Mutation(() => UploadedFile, {
    description:
      'Upload an image (JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; ' +
      'the request needs the header Apollo-Require-Preflight: true.',
  })
  uploadImage(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
  ) {
    return this.uploads.saveImage(file, viewerOf(ctx).userId);
  }
}
