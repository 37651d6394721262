// The members tool's refusals (issue #10), each with its message key in the `admin` namespace.
import { AppError } from '../errors/app-error';

export const memberNotFound = () => new AppError('NOT_FOUND', 'No member with this id.', 'admin:errors.memberNotFound');

export const memberWithdrawn = () => new AppError('CONFLICT', 'This member has withdrawn; the account cannot be changed.', 'admin:errors.memberWithdrawn');

/** An admin may not take away their own ADMIN role: the back office would lose the one who could give it back. */
export const ownAdminRole = () => new AppError('CONFLICT', 'You cannot remove your own admin role. Ask another admin.', 'admin:errors.ownAdminRole');

export const ownDormancy = () => new AppError('CONFLICT', 'You cannot put your own account into dormancy.', 'admin:errors.ownDormancy');

export const lastAdmin = () => new AppError('CONFLICT', 'This is the last active admin; make another member admin first.', 'admin:errors.lastAdmin');

export const notDormantable = () =>
  new AppError('CONFLICT', 'Only an active account can be put into dormancy, and only a dormant one restored.', 'admin:errors.dormancyNotAllowed');
