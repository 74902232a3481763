import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { MULTIPART } from './uploads.resolver';
import type { UploadService } from './uploads.service';
import { UploadedFile, UploadedVideo } from './uploads.types';

/** The course editor's uploads: a course's thumbnail and its lessons' videos. */
@Authorized('ADMIN')
@Resolver()
export class UploadAdminResolver {
  constructor(private readonly uploads: UploadService) {}

  @Mutation(() => UploadedFile, {
    description: `Upload a course thumbnail (the image rules: JPG, PNG, GIF or WEBP, at most 5 MB) ${MULTIPART}`,
  })
  uploadCourseThumbnail(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
  ) {
    return this.uploads.saveImage(file, viewerOf(ctx));
  }

  @Mutation(() => UploadedVideo, {
    description: `Upload a course video (MP4, AVI, MOV, WMV, FLV, WEBM or MKV, at most 100 MB) ${MULTIPART}`,
  })
  uploadCourseVideo(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
  ) {
    return this.uploads.saveVideo(file, viewerOf(ctx));
  }
}
