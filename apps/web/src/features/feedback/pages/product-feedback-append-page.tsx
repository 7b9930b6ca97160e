import ProductFeedbackFormPage from './product-feedback-form-page';

export default function ProductFeedbackAppendPage() {
  return <ProductFeedbackFormPage mode="append" />;
}
