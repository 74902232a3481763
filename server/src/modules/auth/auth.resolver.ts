import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { LoginInput, MobileLoginInput, SendOtpInput, SignupInput, VerifyOtpInput } from './auth.inputs';
import type { AuthService } from './auth.service';
import { AuthPayload } from './auth.types';

const origin = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Policy('public')
  @Mutation(() => AuthPayload, {
    description:
      'Sign up as STUDENT, DONOR or STAFF. When SIGNUP_REQUIRES_OTP, a code is sent (verifyOtp type SIGNUP).',
  })
  signup(@Ctx() ctx: RequestContext, @Arg('input', () => SignupInput) input: SignupInput) {
    return this.auth.signup({ ...input }, origin(ctx));
  }

  @Policy('public')
  @Mutation(() => AuthPayload, {
    description: 'Phone login: useOtp (default) sends a code; otherwise password.',
  })
  mobileLogin(@Ctx() ctx: RequestContext, @Arg('input', () => MobileLoginInput) input: MobileLoginInput) {
    return this.auth.mobileLogin({ ...input }, origin(ctx));
  }

  @Policy('public')
  @Mutation(() => AuthPayload, { description: 'Phone number or e-mail with a password.' })
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput) {
    return this.auth.login({ ...input }, origin(ctx));
  }

  @Policy('public')
  @Mutation(() => ActionResult, {
    description: 'Send a code (again); known and unknown numbers get the same answer.',
  })
  sendOtp(@Ctx() ctx: RequestContext, @Arg('input', () => SendOtpInput) input: SendOtpInput) {
    return this.auth.sendOtp({ ...input }, origin(ctx));
  }

  @Policy('public')
  @Mutation(() => AuthPayload, { description: 'Check a LOGIN or SIGNUP code; success signs in.' })
  verifyOtp(@Ctx() ctx: RequestContext, @Arg('input', () => VerifyOtpInput) input: VerifyOtpInput) {
    return this.auth.verifyOtp({ ...input }, origin(ctx));
  }

  @Policy('public')
  @Mutation(() => ActionResult, { description: "Ends the token's session at once." })
  logout(@Ctx() ctx: RequestContext) {
    return this.auth.logout(ctx.viewer);
  }
}
