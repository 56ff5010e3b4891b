import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** The one toast area: the spec's 5 s auto close and 80% drag to dismiss; extra toasts queue. */
export function ToastArea() {
  return (
    <ToastContainer position="bottom-right" autoClose={5000} draggablePercent={80} limit={3} />
  );
}
