import { Field, ObjectType } from 'type-graphql';
import { User } from '../../graphql/user';

@ObjectType({
  description:
    'The answer of signup, login and code verification. otpRequired: a code was sent and must be verified ' +
    'next (token and user are null); otherwise token and user are the new session.',
})
export class AuthPayload {
  @Field(() => Boolean)
  otpRequired!: boolean;

  @Field(() => String, { nullable: true, description: 'Bearer token (JWT) naming a server-side session.' })
  token!: string | null;

  @Field(() => User, { nullable: true })
  user!: User | null;

  @Field(() => String, { description: 'Persian text for the success toast.' })
  message!: string;
}
