// The benchmarks' floor: a bare Vite + React page with the landing's heading, and the smallest
// versions of the interactions the bench times (a badge, a drawer, suggestions).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function BarePage() {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <main>
      <h1>Everything you need, delivered</h1>
      <p>Food, groceries, medicine, shop items and parcels from stores near you.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add to cart
      </button>
      <span data-testid="cart-badge">{count}</span>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      {open ? <div role="dialog" aria-label="Cart" /> : null}
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      {text ? (
        <ul aria-label="Suggestions">
          <li>{text}</li>
        </ul>
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <BarePage />
    </StrictMode>,
  );
