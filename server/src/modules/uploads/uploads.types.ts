import { Field, Int, ObjectType } from 'type-graphql';

/** What every stored upload answers (abstract: never a GraphQL type of its own). */
@ObjectType()
abstract class StoredFile {
  @Field(() => String)
  fileUrl!: string;

  @Field(() => String, { description: 'The server-chosen name.' })
  fileName!: string;

  @Field(() => String)
  mimeType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;
}

@ObjectType({ description: 'A stored file. url and fileUrl are the same address (the spec reads both).' })
export class UploadedFile extends StoredFile {
  @Field(() => String)
  url!: string;
}

@ObjectType({ description: 'A stored course video.' })
export class UploadedVideo extends StoredFile {
  @Field(() => String, { description: 'The storage key (bucket object name), e.g. videos/<uuid>.mp4.' })
  minioKey!: string;
}
