import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../ui/toast.tsx";
import { useAdminAction } from "./use-admin-action.ts";

function Harness({
  call,
  refreshList,
  onSuccess,
}: {
  call: () => Promise<unknown>;
  refreshList: () => Promise<void>;
  onSuccess?: () => void;
}) {
  const { isBusy, run } = useAdminAction(refreshList);
  return (
    <button
      type="button"
      disabled={isBusy("a")}
      onClick={() => run("a", { call, success: '"A" deleted', failure: "Failed to delete slide", onSuccess })}
    >
      Delete
    </button>
  );
}

function setUp(call: () => Promise<unknown>) {
  const refreshList = vi.fn(async () => {});
  const onSuccess = vi.fn();
  render(
    <ToastProvider>
      <Harness call={call} refreshList={refreshList} onSuccess={onSuccess} />
    </ToastProvider>,
  );
  return { refreshList, onSuccess, button: screen.getByRole("button", { name: "Delete" }) };
}

describe("an admin action on one item", () => {
  it("keeps the item's button disabled while the call runs, then says it worked and reads the list back", async () => {
    let finish = () => {};
    const { refreshList, onSuccess, button } = setUp(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await act(async () => finish());
    // Staff read it once the answer came: the toast says so and the button is back.
    expect((await screen.findByRole("status")).textContent).toBe('"A" deleted');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(refreshList).toHaveBeenCalledOnce();
  });

  it("says the SPEC's failure message and leaves the list alone when the call fails", async () => {
    const { refreshList, onSuccess, button } = setUp(() => Promise.reject(new Error("500")));
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("alert").textContent).toContain("Failed to delete slide");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(refreshList).not.toHaveBeenCalled();
  });
});
