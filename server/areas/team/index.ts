import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { invitationRoutes } from './invitations';
import { languageRoutes } from './languages';
import { memberRoutes } from './members';
import { passwordResetRoutes } from './password-reset';
import { setupRoute } from './setup';
import { tokenStrengthRoute } from './token-strength';

/** A team's own service: the first account, languages, invitations, members, password resets. */
export function teamArea(serve: Serve, svc: Service): void {
  setupRoute(serve, svc);
  languageRoutes(serve, svc);
  invitationRoutes(serve, svc);
  memberRoutes(serve, svc);
  passwordResetRoutes(serve, svc);
  tokenStrengthRoute(serve, svc);
}
