package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The account page in Chromium (docs/web.md, "Accounts"): signing up logs in and the header says who; the
 * session outlives a reload (its cookie); logging out and a wrong password say so; no serious accessibility
 * violation, and nothing wider than a phone. Leaves e2e/target/e2e-screenshots/account-WIDTH.png and
 * account-logged-in-WIDTH.png.
 */
@Timeout(180)
class AccountEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    @Test
    void signUpReloadLogOutAndAWrongPassword() throws Exception {
        for (int width : new int[] {1280, 390}) {
            String name = "Zed" + width;
            // CSP bypassed only so that axe-core can be put in the page
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/account");
            page.locator("#signup-form").waitFor();
            assertThat(page.locator("#account-link").textContent()).isEqualTo("Log in");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the account page at " + width + " px");
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("account-" + width + ".png")));
            page.fill("#signup-name", name);
            page.fill("#signup-password", "a long secret");
            page.click("#signup-form button[type=submit]");
            page.locator("#account-who").waitFor();
            assertThat(page.locator("#account-who").textContent()).isEqualTo("Logged in as " + name + ".");
            page.waitForFunction("n => document.getElementById('account-link').textContent === n", name);

            page.reload();
            page.locator("#account-who").waitFor();
            assertThat(page.locator("#account-link").textContent()).isEqualTo(name);
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(ServerAndChromium.SCREENSHOTS.resolve("account-logged-in-" + width + ".png")));
            assertThat((Boolean) page.evaluate("() => document.cookie.includes('kingme_session')"))
                    .as("the session cookie is HttpOnly").isFalse();
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("nothing wider than the screen").isFalse();

            page.click("#log-out");
            page.locator("#login-form").waitFor();
            page.waitForFunction("() => document.getElementById('account-link').textContent === 'Log in'");
            page.fill("#login-name", name);
            page.fill("#login-password", "not the secret");
            page.click("#login-form button[type=submit]");
            page.waitForFunction("() => document.getElementById('account-error').textContent.length > 0");
            assertThat(page.locator("#account-error").textContent()).isEqualTo("wrong name or password");
            page.fill("#login-password", "a long secret");
            page.click("#login-form button[type=submit]");
            page.locator("#account-who").waitFor();
        }
    }
}
