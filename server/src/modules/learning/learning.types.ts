import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A course certificate, with the name and title as printed when it was issued.' })
export class Certificate {
  @Field(() => Int) id!: number;
  @Field(() => Int) courseId!: number;
  @Field(() => String, { description: 'The student’s full name as printed.' }) studentName!: string;
  @Field(() => String, { description: 'The course title as printed.' }) courseTitle!: string;
  @Field(() => String, { description: 'The short code printed beside the QR, as XXXXX-XXXXX.' })
  verificationCode!: string;
  @Field(() => GraphQLISODateTime) issuedAt!: Date;
  @Field(() => String, { description: 'The public verification page of this certificate.' })
  verificationUrl!: string;
  @Field(() => String, { description: 'The PDF download (the owner’s bearer token is required).' })
  downloadUrl!: string;
  @Field(() => String, {
    description: 'The printable page the PDF is made from (the owner’s bearer token is required).',
  })
  printUrl!: string;
}

@ObjectType({ description: 'What the public verification page shows of a certificate (nothing else).' })
export class CertificateVerification {
  @Field(() => String) studentName!: string;
  @Field(() => String) courseTitle!: string;
  @Field(() => GraphQLISODateTime) issuedAt!: Date;
  @Field(() => String, { description: 'XXXXX-XXXXX.' }) verificationCode!: string;
}

@ObjectType({ description: 'A student’s progress in a course: lessons done of the course’s lessons now.' })
export class CourseProgress {
  @Field(() => Int) courseId!: number;
  @Field(() => Int) totalLessons!: number;
  @Field(() => Int) completedLessons!: number;
  @Field(() => Int, { description: 'Whole percent, rounded down (100 only when every lesson is done).' })
  percent!: number;
  @Field(() => [Int], { description: 'The ids of the lessons done, in course order.' })
  completedLessonIds!: number[];
  @Field(() => Int, {
    nullable: true,
    description:
      'Where to resume: the first lesson not done in chapter and lesson order; null when all are done.',
  })
  nextLessonId!: number | null;
  @Field(() => String, { nullable: true }) nextLessonTitle!: string | null;
}

@ObjectType({ description: 'What marking a lesson done (or undoing it) did.' })
export class LessonCompletionResult {
  @Field(() => String, { description: 'A Persian sentence for the student.' }) message!: string;
  @Field(() => CourseProgress) progress!: CourseProgress;
  @Field(() => Certificate, {
    nullable: true,
    description: 'The student’s certificate of the course, when one has been issued (now or before).',
  })
  certificate!: Certificate | null;
}
