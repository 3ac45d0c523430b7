import { ERROR_HTTP_STATUS, apiError, type ApiError, type ErrorCode } from '../../src/contract/index.ts';

/** A refusal a service decides on; the routes turn it into the status and ApiError body the contract fixes. */
export class ServiceError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: ApiError['errors'];

  constructor(code: ErrorCode, description: string, fields?: ApiError['errors'], status?: number) {
    super(description);
    this.code = code;
    this.status = status ?? ERROR_HTTP_STATUS[code];
    this.fields = fields;
  }

  toBody(): ApiError {
    return { ...apiError(this.code, this.message, this.fields), Message: this.message };
  }
}

export const notFound = (what: string) => new ServiceError('NOT_FOUND', `${what} not found`);
export const alarmNotFound = () => new ServiceError('AlarmNotFound', 'Alarm not found');
export const forbidden = (why: string) => new ServiceError('FORBIDDEN', why);
export const invalid = (name: string, description: string) => new ServiceError('VALIDATION_FAILED', description, [{ name, description }]);
