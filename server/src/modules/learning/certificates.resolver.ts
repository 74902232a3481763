import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { viewerOf } from '../viewer';
import type { CertificateService } from './certificates.service';
import { Certificate, CertificateVerification } from './learning.types';

@Resolver(() => Certificate)
export class CertificateResolver {
  constructor(private readonly certificates: CertificateService) {}

  @Policy('member')
  @Query(() => [Certificate], { description: 'The signed-in member’s course certificates, newest first.' })
  myCertificates(@Ctx() ctx: RequestContext) {
    return this.certificates.mine(viewerOf(ctx));
  }

  @Policy('public')
  @Query(() => CertificateVerification, {
    description:
      'The public check of a certificate by its printed code: the name, course and date, nothing else. ' +
      'Rate-limited per address.',
  })
  verifyCertificate(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext) {
    return this.certificates.verify(code, ctx.ip);
  }
}
