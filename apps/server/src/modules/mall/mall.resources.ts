import { mallOrderResource, mallPaymentResource } from '@diagops/contracts';
import { resourceService } from '../../platform/kit/resource-service';
import { mallOrders, mallPayments } from './mall.tables';

/** The kit serves the lists, details and exports of orders and payment records (the system writes them, nobody edits them). */
export const mallOrderService = resourceService(mallOrderResource, { table: mallOrders });
export const mallPaymentService = resourceService(mallPaymentResource, { table: mallPayments });
